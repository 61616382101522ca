SITE = {"name": "Hyytiala", "response": "gaussian", "n_layers": 3, "eps_max": 1.8, "t_opt": 18.0}
