import equinox as eqx
import jax
import jax.numpy as jnp
import optax
import numpy as np


class HillCurve(eqx.Module):
    params: jax.Array

    def __call__(self, conc):
        bottom, top, log_ec50, hill = self.params
        return bottom + (top - bottom) / (1 + jnp.exp(hill * (log_ec50 - jnp.log(conc))))


@eqx.filter_jit
def curve_fit_step(curve, conc, resp, loss_fn):
    def total(c):
        return jnp.mean(loss_fn(c(conc) - resp))
    loss, grads = eqx.filter_value_and_grad(total)(curve)
    return eqx.apply_updates(curve, jax.tree_util.tree_map(lambda g: -0.02 * g, grads)), loss


def residual_loss(outlier_fraction):
    if outlier_fraction > 0.1:
        return lambda r: optax.huber_loss(r, delta=5.0)
    return lambda r: r ** 2


def assay_run(seed):
    rng = np.random.default_rng(seed)
    conc = np.logspace(-2, 2, 16).astype(np.float32)
    resp = 5 + 90 / (1 + (0.8 / conc) ** 1.2) + rng.normal(0, 3, 16)
    n_out = int(rng.integers(0, 4))
    resp[rng.choice(16, n_out, replace=False)] += 40
    return jnp.asarray(conc), jnp.asarray(resp, jnp.float32), n_out / 16


def main():
    for run in range(4):
        conc, resp, frac = assay_run(run)
        curve = HillCurve(jnp.array([0.0, 100.0, 0.0, 1.0], jnp.float32))
        loss_fn = residual_loss(frac)
        for _ in range(60):
            curve, loss = curve_fit_step(curve, conc, resp, loss_fn)
        print(f"run {run}: outliers {frac:.2f}, EC50 {float(jnp.exp(curve.params[2])):.3f}")


if __name__ == "__main__":
    main()
