import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def whiteness_drift(lab, reference, has_ref):
    batch_mean = jnp.mean(lab, axis=0)
    reference = jnp.where(has_ref, reference, batch_mean)
    delta_e = jnp.sqrt(jnp.sum((batch_mean - reference) ** 2))
    return reference, delta_e


class UHTMonitor:
    def __init__(self):
        self.reference = jnp.zeros(3)
        self.has_ref = jnp.array(False)

    def observe(self, lab):
        self.reference, de = whiteness_drift(lab, self.reference, self.has_ref)
        self.has_ref = jnp.array(True)
        return float(de)


def main():
    rng = np.random.default_rng(3)
    mon = UHTMonitor()
    for batch in range(8):
        # Maillard browning shifts b* upward with holding time
        lab = np.array([91.0, -2.0, 7.0 + 0.25 * batch], np.float32)
        lab = lab + rng.normal(scale=0.3, size=(30, 3)).astype(np.float32)
        print(f"batch {batch}: dE = {mon.observe(lab):.2f}")


if __name__ == "__main__":
    main()
