from metrics import velocity_skill
from regions import load_region

for i, (name, has_err) in enumerate([("Jakobshavn", True), ("Pine Island", False), ("Petermann", True), ("Thwaites", False)]):
    r = load_region(name, i, has_err)
    if "sigma" in r:
        rmse, bias = velocity_skill(r["u_model"], r["u_obs"], weights=1.0 / r["sigma"] ** 2)
    else:
        rmse, bias = velocity_skill(r["u_model"], r["u_obs"])
    print(f"{name:>12s}: rmse {float(rmse):.1f} m/a, bias {float(bias):+.1f} m/a")
