from simulation import WaveSimulation


def main():
    sim = WaveSimulation()
    u, energy = sim.run(10)
    print("energy", [round(e, 3) for e in energy[-3:]])


if __name__ == "__main__":
    main()
