import json

import diffrax
import jax
import jax.numpy as jnp

TEAM_JSON = '''
[{"id": "W1", "f0": 8.1, "tau": 1.05, "drag": 0.004},
 {"id": "W2", "f0": 7.6, "tau": 0.98, "drag": 0.0035},
 {"id": "M1", "f0": 9.0, "tau": 1.15, "drag": 0.0042},
 {"id": "M2", "f0": 8.7, "tau": 1.10, "drag": 0.0045}]
'''


def sprint_ode(t, v, args):
    f0, tau, drag = args
    return f0 - v / tau - drag * v ** 2


@jax.jit
def simulate_sprint(args):
    sol = diffrax.diffeqsolve(
        diffrax.ODETerm(sprint_ode), diffrax.Dopri5(), t0=0.0, t1=6.0, dt0=0.02,
        y0=jnp.array(0.0), args=args, saveat=diffrax.SaveAt(ts=jnp.linspace(0, 6.0, 61)))
    v = sol.ys
    dist = jnp.cumsum(v) * 0.1
    return v, dist


for rec in json.loads(TEAM_JSON):
    args = (rec["f0"], rec["tau"], rec["drag"])
    v, d = simulate_sprint(args)
    t30 = float(jnp.argmax(d >= 30.0)) * 0.1
    print(rec["id"], "vmax", round(float(v.max()), 2), "30 m split", round(t30, 2))
