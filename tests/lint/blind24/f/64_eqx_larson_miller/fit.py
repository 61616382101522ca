import equinox as eqx
import jax
import jax.numpy as jnp


class LarsonMiller(eqx.Module):
    coeffs: jax.Array
    C: jax.Array

    def __call__(self, stress, temp_k):
        ls = jnp.log10(stress)
        lmp = self.coeffs[0] + self.coeffs[1] * ls + self.coeffs[2] * ls ** 2
        return lmp * 1e3 / temp_k - self.C        # log10 rupture time [h]


@eqx.filter_jit
def gauss_newton_free_step(model, stress, temp_k, log_tr, loss_fn, lr):
    def total(m):
        return jnp.mean(loss_fn(m(stress, temp_k) - log_tr))

    l, g = eqx.filter_value_and_grad(total)(model)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, model, g), l
