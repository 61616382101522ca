import jax
import jax.numpy as jnp

from fem_plans import PLANS, plan_arrays


@jax.jit
def process_window(doses, focuses, e0, cd_target):
    E, F = jnp.meshgrid(doses, focuses, indexing="ij")
    cd = cd_target * (e0 / E) ** 0.8 * (1 + 25.0 * F ** 2)
    in_spec = jnp.abs(cd - cd_target) < 0.1 * cd_target
    dof = in_spec.sum(1) * (focuses[1] - focuses[0])
    el = in_spec.sum(0) * (doses[1] - doses[0]) / e0
    return cd, dof.max(), el.max()


def main():
    for layer in PLANS:
        doses, focuses = plan_arrays(layer)
        e0 = float(doses[len(doses) // 2])
        cd, dof, el = process_window(doses, focuses, e0, 40.0)
        print(f"{layer}: dose dtype {doses.dtype}, DOF {float(dof):.3f} um, EL {float(el) * 100:.1f}%")


if __name__ == "__main__":
    main()
