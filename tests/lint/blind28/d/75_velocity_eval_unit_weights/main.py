from metrics import weighted_skill
from regions import load_region

for i, (name, has_err) in enumerate([("Kangerlussuaq", True), ("Totten", False), ("Helheim", True), ("Getz", False)]):
    u_model, u_obs, w = load_region(i, has_err)
    rmse, bias = weighted_skill(u_model, u_obs, weights=w)
    print(f"{name:>13s}: rmse {float(rmse):.1f} m/a, bias {float(bias):+.1f} m/a")
