PROFICIENCY_LEVELS = 5  # below basic, basic, proficient, advanced, distinguished
