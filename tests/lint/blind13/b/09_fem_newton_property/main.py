from fem import Mesh1D, NonlinearPoisson


def main():
    mesh = Mesh1D(n_elems=32)
    problem = NonlinearPoisson(mesh, source=4.0, alpha=2.0)
    u = problem.solve(tol=1e-12, max_iter=5)
    print(f"max u = {float(u.max()):.5f}")


if __name__ == "__main__":
    main()
