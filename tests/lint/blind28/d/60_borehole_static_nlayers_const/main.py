from boreholes import HOLES, grid_size
from model import warming_response

for hole in HOLES:
    n = grid_size(hole)
    profile = warming_response(hole["magt"], 1.2, n_nodes=n)
    print(f"{hole['id']:>18s}: T(10 m) {float(profile[n // 2]):.2f} C after 30 a of +1.2 K")
