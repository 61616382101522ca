from gait import symmetry_index

# return-to-play thresholds for post-ACL patients, others use the default
POST_ACL_THRESHOLD = 0.15


def assess(patient, left, right):
    if patient["post_acl"]:
        return symmetry_index(left, right, POST_ACL_THRESHOLD)
    return symmetry_index(left, right)
