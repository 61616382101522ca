import numpy as np
import jax
import jax.numpy as jnp
import optax

from sched import lr_for_epoch

opt = optax.inject_hyperparams(optax.sgd)(learning_rate=0.01, momentum=0.9)


def gamma_glm_loss(w, x, y):
    eta = x @ w
    return jnp.mean(y * jnp.exp(-eta) + eta)


@jax.jit
def severity_glm_step(w, state, x, y):
    loss, g = jax.value_and_grad(gamma_glm_loss)(w, x, y)
    upd, state = opt.update(g, state, w)
    return optax.apply_updates(w, upd), state, loss


def main():
    rng = np.random.default_rng(304)
    x = jnp.asarray(np.column_stack([np.ones(800), rng.normal(size=(800, 3))]), jnp.float32)
    y = jnp.asarray(rng.gamma(2.0, np.exp(1.0 + 0.3 * np.asarray(x[:, 1])) / 2.0), jnp.float32)
    w = jnp.zeros(4)
    state = opt.init(w)
    for epoch in range(8):
        state.hyperparams["learning_rate"] = lr_for_epoch(epoch)
        for _ in range(10):
            w, state, loss = severity_glm_step(w, state, x, y)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
