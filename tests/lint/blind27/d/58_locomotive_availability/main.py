import jax
import jax.numpy as jnp
import numpy as np
import optax

from lr_control import CosineRestart

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.05, momentum=0.9)


@jax.jit
def train_availability(params, opt_state, x, y):
    def loss(p):
        logits = x @ p["w"] + p["b"]
        return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, y))
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(240, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 4] > 0).astype(np.float32)
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    sched = CosineRestart(0.05, 4)
    for epoch in range(10):
        opt_state = sched.apply(opt_state, epoch)
        for i in range(0, 240, 60):
            params, opt_state, l = train_availability(params, opt_state, x[i:i + 60], y[i:i + 60])
        print(epoch, round(float(opt_state.hyperparams["learning_rate"]), 4), round(float(l), 4))


if __name__ == "__main__":
    main()
