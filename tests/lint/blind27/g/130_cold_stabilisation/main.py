import jax.numpy as jnp

from solvers import make_cooling_solver

CFG = {"n_steps": 48, "dt": 0.5}
TANKS = [("T1", 26.0, 0.08), ("T2", 24.5, 0.11), ("T3", 28.0, 0.06), ("T4", 25.0, 0.09)]


def main():
    for name, t0, k in TANKS:
        solve = make_cooling_solver(CFG["n_steps"], CFG["dt"])
        traj = solve(jnp.float32(t0), jnp.float32(12.0), jnp.float32(k))
        print(f"{name}: {float(traj[-1]):.1f} C after {CFG['n_steps'] * CFG['dt']:.0f} h of cold stabilisation")


if __name__ == "__main__":
    main()
