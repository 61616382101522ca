import jax
import jax.numpy as jnp
import numpy as np
import optax

from privacy import private_grad

CONFIG = {
    "rounds": 5,
    "clients_per_round": 3,
    "batch": 16,
    "clip_norm": 1.0,
    "noise_start": 1.5,
    "noise_decay": 0.9,
}


def noise_for_round(rnd):
    return round(CONFIG["noise_start"] * CONFIG["noise_decay"] ** rnd, 4)


def main():
    rng = np.random.RandomState(0)
    dim = 4
    params = {"w": jnp.zeros((dim,)), "b": jnp.zeros(())}
    opt = optax.sgd(0.05)
    key = jax.random.PRNGKey(0)
    for rnd in range(CONFIG["rounds"]):
        sigma = noise_for_round(rnd)
        deltas = []
        for c in range(CONFIG["clients_per_round"]):
            x = jnp.asarray(rng.normal(size=(CONFIG["batch"], dim)), jnp.float32)
            y = jnp.asarray(rng.normal(size=(CONFIG["batch"],)), jnp.float32)
            key, sub = jax.random.split(key)
            local = params
            opt_state = opt.init(local)
            g = private_grad(local, x, y, sub, noise_multiplier=jnp.float32(sigma),
                             clip_norm=CONFIG["clip_norm"])
            upd, opt_state = opt.update(g, opt_state, local)
            local = optax.apply_updates(local, upd)
            deltas.append(jax.tree_util.tree_map(lambda a, b: a - b, local, params))
        mean_delta = jax.tree_util.tree_map(lambda *d: sum(d) / len(d), *deltas)
        params = jax.tree_util.tree_map(lambda p, d: p + d, params, mean_delta)
        print(f"round {rnd} sigma={sigma} w0={float(params['w'][0]):.4f}")


if __name__ == "__main__":
    main()
