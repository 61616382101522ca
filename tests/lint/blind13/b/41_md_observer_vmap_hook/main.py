import jax.numpy as jnp
import numpy as np

from mdkit import RDFObserver, Simulation, VirialObserver

BOX = 5.0


def jittered_lattice(n_side, box, jitter=0.15, seed=0):
    g = (np.arange(n_side) + 0.5) * box / n_side
    x = np.stack(np.meshgrid(g, g, g, indexing="ij"), -1).reshape(-1, 3)
    x += jitter * np.random.default_rng(seed).normal(size=x.shape)
    return jnp.asarray(x % box, jnp.float32)


def main():
    virial, rdf = VirialObserver(), RDFObserver()
    sim = Simulation(jittered_lattice(4, BOX), BOX, observers=[virial, rdf], every=2)
    sim.run(12)
    print("pressure samples", [round(p, 3) for _, p in virial.samples])
    print("rdf first peak bin", int(np.argmax(rdf.hist)))


if __name__ == "__main__":
    main()
