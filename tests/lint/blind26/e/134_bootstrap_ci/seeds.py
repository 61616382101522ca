import jax


def key_for_study(study_id):
    # legacy analysis scripts used PRNGKey, the new pipeline uses typed keys
    if study_id.startswith("2019"):
        return jax.random.PRNGKey(int(study_id[-2:]))
    return jax.random.key(int(study_id[-2:]))
