console.log('admin commands arrive with the accounts feature');
