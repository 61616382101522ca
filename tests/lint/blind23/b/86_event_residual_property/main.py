import jax
import jax.numpy as jnp
import numpy as np

from event import Event

VP = 6.0


@jax.jit
def huber_location_misfit(hypo, xyz, t):
    pred = jnp.linalg.norm(xyz - hypo[:3], axis=1) / VP + hypo[3]
    r = t - pred
    a = jnp.abs(r)
    return jnp.sum(jnp.where(a < 0.2, 0.5 * r ** 2, 0.2 * (a - 0.1)))


def main():
    rng = np.random.default_rng(10)
    events = []
    for eid in range(5):
        true = np.array([*rng.uniform(-20, 20, 2), rng.uniform(3, 15), 0.0], np.float32)
        ev = Event(eid, true + np.array([2.0, -2.0, 1.0, 0.1], np.float32))
        for _ in range(int(rng.integers(5, 12))):
            sta = np.array([*rng.uniform(-50, 50, 2), 0.0])
            ev.add_pick(sta, np.linalg.norm(sta - true[:3]) / VP + 0.03 * rng.standard_normal())
        events.append(ev)
    for ev in events:
        xyz, t = ev.pick_arrays
        m = huber_location_misfit(jnp.asarray(ev.hypo), jnp.asarray(xyz), jnp.asarray(t))
        print(ev.event_id, len(t), float(m))


if __name__ == "__main__":
    main()
