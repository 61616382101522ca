from sim import OpenBoxSimulation


def main():
    sim = OpenBoxSimulation(n_particles=64)
    for block in range(6):
        for _ in range(5):
            sim.step()
        print(f"after block {block}: {sim.n_particles} particles in box")


if __name__ == "__main__":
    main()
