import jax
import jax.numpy as jnp
import numpy as np
import optax

from pbt import exploit_and_explore

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=jnp.float32(0.05))


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 3)).astype(np.float32)
    y = (x @ np.array([0.5, 1.5, -1.0])).astype(np.float32)
    workers = []
    for lr in (0.01, 0.05, 0.1):
        params = jnp.zeros(3)
        opt_state = tx.init(params)
        opt_state.hyperparams["learning_rate"] = jnp.float32(lr)
        workers.append({"params": params, "opt_state": opt_state, "score": np.inf})
    for gen in range(3):
        for w in workers:
            for _ in range(3):
                w["params"], w["opt_state"], loss = train_step(w["params"], w["opt_state"], x, y)
            w["score"] = float(loss)
        exploit_and_explore(workers, rng)
        print(gen, [round(w["score"], 4) for w in workers])


if __name__ == "__main__":
    main()
