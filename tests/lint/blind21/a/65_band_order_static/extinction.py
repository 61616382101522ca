# R_lambda = A_lambda / E(B-V) for a Fitzpatrick-like curve
R_BAND = {"u": 4.24, "g": 3.30, "r": 2.29, "i": 1.70, "z": 1.26}
