import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


class LatentInverter:
    """Recover the latent code of a target image under a fixed generator."""

    def __init__(self, generator_apply, gen_params, target, prior_weight=1e-2):
        self.generator_apply = generator_apply
        self.gen_params = gen_params
        self.target = jnp.asarray(target)
        self.prior_weight = prior_weight
        self._value_and_grad = jax.jit(jax.value_and_grad(self.reconstruction_loss))
        self.n_calls = 0

    def reconstruction_loss(self, z):
        recon = self.generator_apply(self.gen_params, z)
        return jnp.mean((recon - self.target) ** 2) + self.prior_weight * jnp.sum(z ** 2)

    def fun_and_jac(self, z):
        self.n_calls += 1
        value, grad = self._value_and_grad(jnp.asarray(z, dtype=jnp.float32))
        return float(value), np.asarray(grad, dtype=np.float64)

    def run(self, z0, max_iter=5):
        return minimize(self.fun_and_jac, z0, jac=True, method="L-BFGS-B",
                        options={"maxiter": max_iter})
