import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp


class ServoModel(eqx.Module):
    # second-order actuator fitted from step-response logs
    log_wn: jax.Array
    log_zeta: jax.Array

    def response(self, t):
        wn = jnp.exp(self.log_wn)
        z = jnp.exp(self.log_zeta)
        wd = wn * jnp.sqrt(jnp.clip(1 - z ** 2, 1e-6))
        return 1 - jnp.exp(-z * wn * t) * (jnp.cos(wd * t) + z * wn / wd * jnp.sin(wd * t))


@eqx.filter_jit
def fit_step(model, t, y, lr):
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((m.response(t) - y) ** 2))(model)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, model, g), loss


def main():
    t = jnp.linspace(0.0, 0.5, 200)
    true = ServoModel(jnp.log(40.0), jnp.log(0.6))
    rng = np.random.default_rng(1)
    y = true.response(t) + 0.01 * jnp.asarray(rng.normal(size=200), dtype=jnp.float32)
    model = ServoModel(jnp.log(25.0), jnp.log(0.4))
    for epoch in range(4):
        lr = jnp.asarray(0.5 * 0.6 ** epoch)
        for _ in range(50):
            model, loss = fit_step(model, t, y, lr)
        print(epoch, float(jnp.exp(model.log_wn)), float(jnp.exp(model.log_zeta)), float(loss))


if __name__ == "__main__":
    main()
