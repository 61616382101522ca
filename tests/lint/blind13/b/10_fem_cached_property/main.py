from solver import RadiatingFin


def main():
    fin = RadiatingFin(n_elems=40, c=2.0)
    temps, iters = fin.solve()
    print(f"tip temperature {float(temps[-1]):.5f} after {iters} Newton steps")


if __name__ == "__main__":
    main()
