INITIAL_LIMITS = {"chw_supply_temp": 0.8, "cw_return_temp": 1.2, "evap_approach": 0.5}
