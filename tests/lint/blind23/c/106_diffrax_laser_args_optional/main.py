import numpy as np
from experiments import test_plan
from laser import laser_response

for name, args in test_plan():
    s = np.asarray(laser_response(args, 20.0))
    print(f"{name:14s} mean S {s[100:].mean():.3f}  ripple {s[100:].std():.3f}")
