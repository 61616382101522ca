import jax.numpy as jnp

from guidance import MODES, guidance_cmd


def main():
    pursuer = jnp.array([0.0, 0.0]); vp = jnp.array([300.0, 0.0])
    target = jnp.array([4000.0, 1500.0]); vt = jnp.array([-150.0, 20.0])
    dt = 0.05
    for k in range(60):
        rel_p, rel_v = target - pursuer, vt - vp
        mode = MODES["pursuit"] if jnp.linalg.norm(rel_p) > 3000.0 else MODES["pronav"]
        a = guidance_cmd(mode, rel_p, rel_v, 4.0)
        vp = vp + a * dt
        pursuer = pursuer + vp * dt
        target = target + vt * dt
    print(round(float(jnp.linalg.norm(target - pursuer)), 2))


if __name__ == "__main__":
    main()
