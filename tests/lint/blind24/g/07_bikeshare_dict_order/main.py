import jax
import jax.numpy as jnp
import numpy as np


def read_station_status(rng, n_docks=20):
    fields = ["bikes", "ebikes", "docks_free"]
    rng.shuffle(fields)
    status = {}
    for name in fields:
        status[name] = jnp.asarray(rng.integers(0, n_docks, 40), jnp.float32)
    return status


@jax.jit
def rebalance_need(status, target_fill):
    total = status["bikes"] + status["ebikes"] + status["docks_free"]
    fill = (status["bikes"] + status["ebikes"]) / jnp.maximum(total, 1.0)
    return jnp.round((target_fill - fill) * total)


def main():
    rng = np.random.default_rng(5)
    for tick in range(8):
        status = read_station_status(rng)
        need = rebalance_need(status, 0.5)
        print(tick, list(status.keys()), int(jnp.abs(need).sum()))


if __name__ == "__main__":
    main()
