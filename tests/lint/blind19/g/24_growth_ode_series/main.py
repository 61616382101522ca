import jax
import jax.numpy as jnp
import optax

from dataset import IrregularSeries

opt = optax.adam(5e-3)
SUBSTEPS = 4


def rhs(theta, y):
    return theta["a"] * y * (1.0 - y / jnp.exp(theta["log_k"]))


def euler_to(theta, y, t0, t1):
    h = (t1 - t0) / SUBSTEPS
    return jax.lax.fori_loop(0, SUBSTEPS, lambda i, yy: yy + h * rhs(theta, yy), y)


def predict(theta, t, y0):
    def body(carry, tn):
        y, tp = carry
        y = euler_to(theta, y, tp, tn)
        return (y, tn), y

    _, ys = jax.lax.scan(body, (y0, t[0]), t[1:])
    return jnp.concatenate([y0[None], ys])


@jax.jit
def fit_series(theta, opt_state, t, y, mask):
    def loss(p):
        err = (predict(p, t, y[0]) - y) ** 2
        return jnp.sum(mask * err) / jnp.sum(mask)

    val, g = jax.value_and_grad(loss)(theta)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, val


def main():
    theta = {"a": jnp.float32(0.3), "log_k": jnp.float32(0.5)}
    opt_state = opt.init(theta)
    data = IrregularSeries(n_series=10)
    for epoch in range(2):
        for t, y, mask in data:
            theta, opt_state, val = fit_series(theta, opt_state, t, y, mask)
        print(epoch, float(val), {k: float(v) for k, v in theta.items()})


if __name__ == "__main__":
    main()
