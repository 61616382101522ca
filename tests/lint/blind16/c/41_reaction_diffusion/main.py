from driver import BrusselatorRun


def main():
    run = BrusselatorRun()
    sol = run.solve(2.0)
    print("status", sol.status, "steps", len(sol.t), "rhs evals", run.n_evals)
    print("u mean at end", float(sol.y[0::2, -1].mean()))


if __name__ == "__main__":
    main()
