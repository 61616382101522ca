import jax.numpy as jnp

from pbpk import LiverPBPK


def main():
    model = LiverPBPK()
    dt = jnp.float32(0.01)
    for clint in [2.0, 10.0, 50.0, 150.0, 400.0]:
        state = jnp.array([10.0, 0.0], jnp.float32)
        total_auc = 0.0
        for block in range(3):
            state, cp = model.stepper(state, jnp.float32(clint), dt)
            total_auc += float(cp.sum() * dt)
        print(f"CLint={clint:6.1f}: plasma AUC over 6h = {total_auc:.3f}")


if __name__ == "__main__":
    main()
