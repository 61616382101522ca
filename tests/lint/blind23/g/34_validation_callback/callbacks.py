import jax
import jax.numpy as jnp


def make_kge_callback(model, x_val, y_val, every=2):
    @jax.jit
    def kge_eval(params, x, y):
        sim = model.apply(params, x)
        r = jnp.corrcoef(sim, y)[0, 1]
        alpha = sim.std() / y.std()
        beta = sim.mean() / y.mean()
        return 1 - jnp.sqrt((r - 1) ** 2 + (alpha - 1) ** 2 + (beta - 1) ** 2)

    def callback(epoch, params):
        if epoch % every == 0:
            print(f"  epoch {epoch}: validation KGE {float(kge_eval(params, x_val, y_val)):.3f}")

    return callback
