import jax.numpy as jnp
import numpy as np

from client_config import client_settings, tuned_rates
from fedprox import local_step


def main():
    rng = np.random.default_rng(0)
    n_clients = 5
    data = []
    for c in range(n_clients):
        x = rng.normal(loc=0.2 * c, size=(24, 4)).astype(np.float32)
        data.append((x, np.sign(x[:, 0] - x[:, 1] + 0.1).astype(np.float32)))
    settings = client_settings(n_clients, tuned=tuned_rates([1, 3]))

    w_global = jnp.zeros(4)
    for rnd in range(3):
        local = []
        for cfg, (x, y) in zip(settings, data):
            w = w_global
            for _ in range(cfg["local_steps"]):
                w = local_step(w, w_global, x, y, cfg["lr"])
            local.append(w)
        w_global = jnp.mean(jnp.stack(local), axis=0)
        print(f"round {rnd}: w={np.asarray(w_global).round(3)}")


if __name__ == "__main__":
    main()
