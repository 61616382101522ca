import equinox as eqx
import jax
import numpy as np
import optax

from train import train_step


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(3, 1, 32, 2, key=jax.random.PRNGKey(0))
    optimizer = optax.adam(optax.cosine_decay_schedule(3e-3, decay_steps=5))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(5):
        M = rng.uniform(0, 2 * np.pi, 128).astype(np.float32)
        e = rng.uniform(0.0, 0.9, 128).astype(np.float32)
        model, opt_state, loss = train_step(model, opt_state, M, e, optimizer)
        print(step, float(loss))


if __name__ == "__main__":
    main()
