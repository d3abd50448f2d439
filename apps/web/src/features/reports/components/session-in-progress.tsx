import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import { Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@buyerlab/contract';
import { startPractice } from '../../personas';
import { storage } from '../../../lib/storage';
import { useSessionDetails } from '../api/get-session';
import { PageNotice } from '../../../components/ui/page-notice';

type SessionInProgressProps = { sessionId: string; detail: string };

/**
 * A report is made once the session is over, so an open one has none yet: say so, and lead back
 * to the session, where ending it leads here again.
 */
export function SessionInProgress({ sessionId, detail }: SessionInProgressProps) {
  const navigate = useNavigate();
  const session = useSessionDetails(sessionId);

  const handleBackToSession = () => {
    // The live screen resumes the stored session; a reopened report link may name another one.
    storage.set(STORAGE_KEYS.sessionId, sessionId);
    void navigate(`/chat/${session.data?.type ?? 'audio'}`);
  };

  return (
    <PageNotice
      testId="session-in-progress"
      icon={<HourglassTopOutlinedIcon />}
      title="This session is still in progress"
      actions={
        <>
          <Button variant="contained" color="secondary" disabled={session.isPending} onClick={handleBackToSession}>
            Back to the session
          </Button>
          <Button variant="outlined" onClick={startPractice}>
            Start a new session
          </Button>
        </>
      }
    >
      <Typography>{detail}</Typography>
    </PageNotice>
  );
}
