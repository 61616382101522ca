"""What the user asked for: ``[tool.jaxcheck]``, ``@jaxcheck.entrypoint`` declarations,
the run's options and their validators, and what ``jaxcheck init`` writes."""
