import type { SkillKey } from '../types.js';
import { scoreClosing } from './closing.js';
import { scoreCommunication } from './communication.js';
import type { SkillScorer } from './finding.js';
import { scoreNeedsDiscovery } from './needs-discovery.js';
import { scoreNegotiation } from './negotiation.js';
import { scoreObjectionHandling } from './objection-handling.js';
import { scoreQualification } from './qualification.js';
import { scoreRelationship } from './relationship.js';
import { scoreSolutionMatching } from './solution-matching.js';

export const SCORERS: Record<SkillKey, SkillScorer> = {
  relationship_building: scoreRelationship,
  communication: scoreCommunication,
  needs_discovery: scoreNeedsDiscovery,
  qualification: scoreQualification,
  solution_matching: scoreSolutionMatching,
  objection_handling: scoreObjectionHandling,
  negotiation: scoreNegotiation,
  closing: scoreClosing,
};
