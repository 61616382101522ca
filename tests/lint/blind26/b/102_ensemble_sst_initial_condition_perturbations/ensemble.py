import jax

from noise import perturb_initial_conditions


def control_and_members(sst, n_members, seed):
    members = []
    base = jax.random.key(seed)
    for m in range(n_members):
        members.append(perturb_initial_conditions(jax.random.fold_in(base, m), sst, 0.3))
    return members
