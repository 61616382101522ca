CLAUSE_TYPES = ("assignment", "audit", "exclusivity", "non_compete", "renewal", "warranty")
