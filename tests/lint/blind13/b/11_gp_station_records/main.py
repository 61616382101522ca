import jax.numpy as jnp
import numpy as np

from gp import predict
from stations import load_stations


def main():
    query = jnp.arange(60, dtype=jnp.float32)
    gridded = {}
    for rec in load_stations():
        mean, var = predict(jnp.asarray(rec["day"]), jnp.asarray(rec["anomaly"]), query)
        gridded[rec["station"]] = np.asarray(mean)
        print(f"{rec['station']}: {len(rec['day'])} obs, mean sd {float(jnp.sqrt(var).mean()):.3f}")
    field = np.stack(list(gridded.values()))
    print("regional mean anomaly", float(field.mean()))


if __name__ == "__main__":
    main()
