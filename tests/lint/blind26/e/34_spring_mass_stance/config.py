SIM = {"dt": 0.002, "horizon_steps": 150, "body_mass": 70.0}
