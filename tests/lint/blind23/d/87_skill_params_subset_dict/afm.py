import jax
import jax.numpy as jnp


@jax.jit
def afm_grad(skill_params, theta, opportunities, correct):
    """Additive factors model: gradient for the skills practised in this session."""
    def nll(sp):
        total = 0.0
        for name, p in sp.items():
            logit = theta + p["easiness"] + p["learn"] * opportunities[name]
            total = total + jnp.sum(jnp.logaddexp(0.0, logit) - correct[name] * logit)
        return total
    return jax.grad(nll)(skill_params)
