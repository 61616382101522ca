import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import PoissonGLM, penalized_nll

opt = optax.adam(0.05)


@eqx.filter_jit
def fit_step(model, opt_state, X, y, l2):
    loss, grads = eqx.filter_value_and_grad(penalized_nll)(model, X, y, l2)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(200, 5)), dtype=jnp.float32)
    y = jnp.asarray(rng.poisson(np.exp(X[:, :2] @ np.array([0.4, -0.3]))), dtype=jnp.float32)
    for l2 in (0.0, 0.01, 0.1, 1.0):
        model = PoissonGLM(5)
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(15):
            model, opt_state, loss = fit_step(model, opt_state, X, y, l2)
        print(f"l2={l2}: |coef|={float(jnp.linalg.norm(model.coef)):.3f}")


if __name__ == "__main__":
    main()
