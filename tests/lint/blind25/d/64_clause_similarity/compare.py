from score import clause_similarity

def redline_matrix(old_version, new_version):
    return clause_similarity(left=old_version, right=new_version)

def reverse_matrix(old_version, new_version):
    return clause_similarity(right=old_version, left=new_version)
