import jax.numpy as jnp

from corrections import station_delay
from stations import read_inventory


def predicted_arrivals(stations, src, vp=6.2):
    return {sta["code"]: float(station_delay({k: v for k, v in sta.items() if k != "code"}, src, vp))
            for sta in stations}


def main():
    stations = read_inventory()
    for src in ([36.0, -120.0, 8.0], [40.5, -122.1, 12.0]):
        arrivals = predicted_arrivals(stations, jnp.array(src))
        for code, t in arrivals.items():
            print(f"{code:8s} {t:7.2f}s")


if __name__ == "__main__":
    main()
