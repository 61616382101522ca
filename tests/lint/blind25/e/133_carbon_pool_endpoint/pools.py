import jax
import jax.numpy as jnp
import diffrax

MAX_STEPS = 4096

def pool_rates(t, c, k):
    return jnp.stack([2.0 - k[0] * c[0], 0.3 * k[0] * c[0] - k[1] * c[1]])

@jax.jit
def carbon_endpoint(c0, k, t1):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(pool_rates), diffrax.Dopri5(), 0.0, t1, 0.5, c0, args=k,
                              stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
                              saveat=diffrax.SaveAt(t1=True), max_steps=MAX_STEPS)
    return sol.ys[-1], sol.stats["num_steps"]
