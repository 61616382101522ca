import numpy as np

from geostrophy import geostrophic_velocity
from tiles import grid_spacing, load_tile

TILE_ORIGINS = [(-75.0, 30.0), (-70.2, 32.4), (-65.4, 34.8), (-60.6, 37.2), (-55.8, 35.0)]


def main():
    for i, (lon0, lat0) in enumerate(TILE_ORIGINS):
        lon, lat, ssh = load_tile(lon0, lat0, seed=i)
        dlon, dlat = grid_spacing(lon, lat)
        u, v = geostrophic_velocity(ssh, lat, dlon=dlon, dlat=dlat)
        speed = np.hypot(np.asarray(u), np.asarray(v))
        print(f"tile {i} ({lon0}, {lat0}): dx {dlon:.2f} deg, max geostrophic speed {speed.max():.2f} m/s")


if __name__ == "__main__":
    main()
