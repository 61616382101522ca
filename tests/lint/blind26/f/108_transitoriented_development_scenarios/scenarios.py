import numpy as np

MAX_STATIONS = 8

def scenario_matrix(station_lists):
    pos = np.zeros((len(station_lists), MAX_STATIONS, 2), np.float32)
    mask = np.zeros((len(station_lists), MAX_STATIONS), np.float32)
    for i, stations in enumerate(station_lists):
        pos[i, :len(stations)] = stations
        mask[i, :len(stations)] = 1.0
    return pos, mask
