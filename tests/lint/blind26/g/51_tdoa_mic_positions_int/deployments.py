# microphone coordinates (m) for acoustic localisation arrays; the grid sites were
# surveyed on a 1 m lattice, the forest sites with a total station
DEPLOYMENTS = {
    "grid_A": [[0, 0, 0], [20, 0, 0], [0, 20, 0], [20, 20, 1]],
    "forest_B": [[0.0, 0.0, 0.0], [18.4, 1.2, 0.3], [2.1, 19.7, -0.4], [21.3, 18.8, 0.9]],
    "grid_C": [[0, 0, 0], [25, 0, 0], [0, 25, 0], [25, 25, 0]],
    "forest_D": [[0.0, 0.0, 0.0], [15.2, 3.3, 0.1], [1.7, 16.4, 0.6], [17.0, 15.9, 1.2]],
}
