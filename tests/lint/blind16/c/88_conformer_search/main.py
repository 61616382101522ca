from screening import ConformerScreen


def main():
    screen = ConformerScreen(n_torsions=6)
    best_e, best = screen.run(6)
    print("lowest energy", round(best_e, 4))


if __name__ == "__main__":
    main()
