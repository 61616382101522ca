from lattice import N_GROUPS, homogenized_xs
from solvers import make_infinite_medium_solver


def main():
    for enr in [2.0, 3.0, 4.0, 4.95]:
        for mr in [1.5, 2.0]:
            solve = make_infinite_medium_solver(N_GROUPS)
            k = solve(*homogenized_xs(enr, mr))
            print(f"enrichment {enr:.2f} %, moderator ratio {mr}: k_inf = {float(k):.4f}")


if __name__ == "__main__":
    main()
