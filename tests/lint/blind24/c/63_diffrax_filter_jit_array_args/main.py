import jax.numpy as jnp
import diffrax
import equinox as eqx

SCENARIOS = {
    "baseline": [0.010, 0.015, 3.0],
    "retention_push": [0.006, 0.012, 3.0],
    "hiring_surge": [0.010, 0.015, 6.5],
}


def tenure_mix(t, y, args):
    early_quit, late_quit, hires = args[0], args[1], args[2]
    new, established = y
    return jnp.stack([hires - (early_quit + 1 / 12) * new, new / 12 - late_quit * established])


@eqx.filter_jit
def tenure_projection(y0, params):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(tenure_mix), diffrax.Heun(), 0.0, 36.0, 0.25, y0,
                              args=params, saveat=diffrax.SaveAt(t1=True))
    return sol.ys[-1]


y0 = jnp.array([30.0, 170.0])
for name, vals in SCENARIOS.items():
    end = tenure_projection(y0, jnp.asarray(vals))
    print(name, [round(float(v), 1) for v in end])
